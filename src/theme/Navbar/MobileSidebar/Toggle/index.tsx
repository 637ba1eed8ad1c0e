// Swizzled (wrap): without JavaScript the toggle cannot open the menu, so the navbar's section links are offered beside it.
import type {ReactNode} from 'react';
import Toggle from '@theme-original/Navbar/MobileSidebar/Toggle';
import NoScriptSections from '@site/src/components/NoScriptSections';

export default function ToggleWrapper(): ReactNode {
  return (
    <>
      <Toggle />
      <NoScriptSections />
    </>
  );
}
