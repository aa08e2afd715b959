// A header of shared parts (a disclosure menu, the auth controls) for tests that must see the machines
// chunk absent: unlike render.tsx, importing this loads nothing.
import { AuthControls, DisclosureMenu, HeaderRoot, useHeader } from '../src/index.ts';

export function HeaderParts() {
  const { model } = useHeader();
  return (
    <HeaderRoot variant="desktop">
      {model.menus[0] ? <DisclosureMenu menu={model.menus[0]} /> : null}
      <AuthControls />
    </HeaderRoot>
  );
}
