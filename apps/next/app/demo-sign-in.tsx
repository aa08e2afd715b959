'use client';
// The Sign In modal's body in development: this demo host signs in by a link with `?persona=` (its proxy
// sets the persona cookie), and lists the personas as the web app's demo sign-in does, by label with the
// scenario each shows. Drawn with the header's colour tokens (it sits inside .mh-header), so it matches
// the panel in either theme.
import { useId } from 'react';
import { usePathname } from 'next/navigation';
import type { DemoPersona } from './lib/demo-personas';

export interface DemoSignInProps {
  /** The personas to offer, in order (lib/demo-personas.ts). */
  personas: readonly DemoPersona[];
}

export function DemoSignIn({ personas }: DemoSignInProps) {
  const path = usePathname();
  const id = useId();
  return (
    <nav className="host-signin" aria-labelledby={`${id}title`}>
      <p className="host-signin__title" id={`${id}title`}>
        Sign in as a demo persona
      </p>
      <ul className="host-signin__list">
        {personas.map((persona) => (
          <li key={persona.id}>
            {/* Named by the label alone, so a list of links reads short; the description is its description. */}
            <a
              className="host-signin__persona"
              href={`${path}?persona=${encodeURIComponent(persona.id)}`}
              aria-labelledby={`${id}${persona.id}`}
              aria-describedby={persona.description ? `${id}${persona.id}-about` : undefined}
            >
              <span className="host-signin__label" id={`${id}${persona.id}`}>
                {persona.label}
              </span>
              {persona.description ? (
                <span className="host-signin__description" id={`${id}${persona.id}-about`}>
                  {persona.description}
                </span>
              ) : null}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
