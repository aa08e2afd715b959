import type { CompiledMessages } from '@masthead/header-core/i18n';
import type { AnalyticsTransport } from '@masthead/header-react';
import type { AppData } from './app-data.ts';
import { HeaderHost } from './header-host.tsx';
import type { Theme, Variant } from './page-state.ts';

const THEMES: Theme[] = ['dark', 'white'];
const VARIANTS: Variant[] = ['desktop', 'mobile'];

/** Every persona × theme × variant at once, for people to look at. */
export function Gallery({ data, analytics, messages }: { data: AppData; analytics: AnalyticsTransport | undefined; messages: CompiledMessages }) {
  return (
    <>
      <h1>Header gallery</h1>
      <p>Each persona in both themes, desktop and mobile, on a {data.state.pageType ?? 'core'} page.</p>
      {(data.gallery ?? []).map(({ persona, viewer }) => (
        <section key={persona} className="app-gallery__persona" aria-labelledby={`gallery-${persona}`}>
          <h2 id={`gallery-${persona}`}>{data.personas.find((p) => p.id === persona)?.label ?? persona}</h2>
          <div className="app-gallery__grid">
            {THEMES.flatMap((theme) =>
              VARIANTS.map((variant) => (
                <figure key={`${theme}-${variant}`} className={`app-gallery__frame app-gallery__frame--${variant}`}>
                  <figcaption>{theme} · {variant}</figcaption>
                  <HeaderHost
                    data={{ ...data, state: { ...data.state, theme } }}
                    viewer={viewer}
                    persona={persona}
                    analytics={analytics}
                    variant={variant}
                    idPrefix={`g-${persona}-${theme}-${variant}`}
                    messages={messages}
                  />
                </figure>
              )),
            )}
          </div>
        </section>
      ))}
    </>
  );
}
