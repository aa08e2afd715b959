import { useHeader } from '../context/header-context.ts';
import { HeaderLink } from './header-link.tsx';

/** Help (external help site) and Contact Sales (mailto) on dedicated team-flow pages. */
export function TeamFlowLinks() {
  const { model } = useHeader();
  if (model.teamFlow.length === 0) return null;
  return (
    <ul className="mh-teamflow">
      {model.teamFlow.map((link) => (
        <li key={link.id}>
          <HeaderLink link={link} className="mh-teamflow__link" />
        </li>
      ))}
    </ul>
  );
}
