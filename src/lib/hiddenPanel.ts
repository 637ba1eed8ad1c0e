import {createContext} from 'react';

/** True inside a tab panel that is not shown (our TabItem provides it); code blocks there wait to be highlighted. */
export const HiddenPanelContext = createContext(false);
