// Replaces the plugin's search bar: a light navbar button that loads the search dialog on first use, keyboard shortcuts
// and our ranking (src/lib/search); the plugin still builds the indexes and provides lunr and the on-page highlight.
import {lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {isOpenSearchShortcut, shortcutHint} from '@site/src/lib/search/shortcuts';
import styles from './styles.module.css';

const loadSearchPanel = () => import('@site/src/components/SearchPanel');
const SearchPanel = lazy(loadSearchPanel);
const loadHighlight = () => import('@theme/SearchBar/HighlightSearchResults');
const HighlightSearchResults = lazy(() => loadHighlight().then((module) => ({default: module.HighlightSearchResults})));

function hasHighlightRequest(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'cmfcmfhighlight' in state;
}

function SearchIcon(): ReactNode {
  return (
    <svg className={styles.icon} width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M10 2a8 8 0 0 1 6.32 12.9l5.39 5.4-1.41 1.41-5.4-5.39A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z"
      />
    </svg>
  );
}

export default function SearchBar(): ReactNode {
  const location = useLocation();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [openRequests, setOpenRequests] = useState(0);
  const [highlighting, setHighlighting] = useState(false);
  // Once a result asked for highlighting, the highlighter stays mounted: it clears the request and keeps the marks.
  if (!highlighting && hasHighlightRequest(location.state)) setHighlighting(true);
  const hint = shortcutHint(useIsBrowser() ? navigator.platform : '');
  const placeholder = translate({message: 'cmfcmf/d-s-l.searchBar.placeholder', description: 'Placeholder shown in the searchbar'});

  const open = useCallback(() => setOpenRequests((count) => count + 1), []);
  const returnFocus = useCallback(() => {
    if (document.activeElement === null || document.activeElement === document.body) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent): void => {
      if (!isOpenSearchShortcut(event)) return;
      event.preventDefault();
      open();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <>
      {highlighting && (
        <Suspense fallback={null}>
          <HighlightSearchResults />
        </Suspense>
      )}
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={open}
        onPointerEnter={() => void loadSearchPanel()}
        onFocus={() => void loadSearchPanel()}>
        <SearchIcon />
        <span className={styles.label}>{placeholder}</span>
        <kbd className={styles.hint} aria-hidden="true">
          {hint}
        </kbd>
      </button>
      {openRequests > 0 && (
        <Suspense fallback={null}>
          <SearchPanel openRequests={openRequests} onClose={returnFocus} />
        </Suspense>
      )}
    </>
  );
}
