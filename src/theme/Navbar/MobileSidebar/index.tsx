// Swizzled (wrap): the mobile menu takes focus when it opens, keeps Tab inside, closes on Escape and gives focus back.
import {useCallback, type ComponentProps, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {useFocusTrap} from '@site/src/lib/focusTrap';

const menuPanel = () => document.querySelector('.navbar-sidebar');
const menuButton = () => document.querySelector<HTMLElement>('button.navbar__toggle');

export default function MobileSidebarWrapper(props: ComponentProps<typeof MobileSidebar>): ReactNode {
  const {shown, toggle} = useNavbarMobileSidebar();
  const close = useCallback(() => {
    if (shown) toggle();
  }, [shown, toggle]);
  useFocusTrap({open: shown, panel: menuPanel, opener: menuButton, close});
  return <MobileSidebar {...props} />;
}
