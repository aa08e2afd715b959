import { useHeader } from '../context/header-context.ts';

/** The first focusable element: jumps past the header to the page's main content. */
export function SkipLink() {
  const { mainId, messages } = useHeader();
  return (
    <a className="mh-skip-link" href={`#${mainId}`}>
      {messages.skipToContent}
    </a>
  );
}
