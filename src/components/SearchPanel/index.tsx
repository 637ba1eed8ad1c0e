import {createElement, Fragment, useEffect, useRef, type ReactNode} from 'react';
import {createRoot, type Root} from 'react-dom/client';
import {autocomplete, type AutocompleteApi} from '@algolia/autocomplete-js';
import '@algolia/autocomplete-theme-classic';
import {translate} from '@docusaurus/Translate';
import {useHistory} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import {useContextualSearchFilters} from '@docusaurus/theme-common';
import {mylunr} from '@theme/SearchBar/d-s-l-a-generated';
import {searchIndexes} from '@site/src/lib/search/engine';
import {createIndexStore, type IndexStore} from '@site/src/lib/search/indexStore';
import {hitBreadcrumb, hitPageTitle, pageRoute, type SearchHit} from '@site/src/lib/search/results';
import {sidebarOfRoute} from '@site/src/lib/siteRouteSidebars';
import {pageTitleCategorySeparator, searchRankingOptions, sidebarSectionLabel, type PluginBoosts} from '@site/src/config/search';
import {site} from '@site/src/site';
import styles from './styles.module.css';

interface PluginData extends PluginBoosts {
  maxSearchResults: number;
}

/** The state key the plugin's HighlightSearchResults reads on the target page. */
export interface HighlightState {
  cmfcmfhighlight: {terms: string[]; isDocsOrBlog: boolean};
}

type HitItem = SearchHit & Record<string, unknown>;

let indexStore: IndexStore | undefined;
/** One store per page load, shared by every mount of the panel, so each index is fetched once per tag. */
function sharedIndexStore(baseUrl: string): IndexStore {
  indexStore ??= createIndexStore(mylunr, baseUrl);
  return indexStore;
}

const roots = new WeakMap<HTMLElement, Root>();
function renderInto(node: ReactNode, container: HTMLElement): void {
  let root = roots.get(container);
  if (!root) {
    root = createRoot(container);
    roots.set(container, root);
  }
  root.render(node);
}

function highlightState(hit: SearchHit): HighlightState {
  // Doc pages highlight inside their article, other pages inside main (spec §4); every doc is in a sidebar.
  return {cmfcmfhighlight: {terms: hit.terms, isDocsOrBlog: sidebarOfRoute(pageRoute(hit.document)) !== undefined}};
}

interface ResultRowProps {
  hit: SearchHit;
  sectionLabel: string | undefined;
  onOpen: (event: React.MouseEvent<HTMLAnchorElement>) => void;
}

function ResultRow({hit, sectionLabel, onOpen}: ResultRowProps): ReactNode {
  const {document} = hit;
  const pageTitle = hitPageTitle(document, pageTitleCategorySeparator) || site.name;
  const showSection = document.sectionTitle.length > 0 && document.sectionTitle !== pageTitle;
  const breadcrumb = hitBreadcrumb(document, sectionLabel, pageTitleCategorySeparator);
  return (
    // A plain link: autocomplete renders rows in its own React root, outside the router that <Link> needs.
    // eslint-disable-next-line @docusaurus/no-html-links
    <a href={document.sectionRoute} className={`aa-ItemLink ${styles.result}`} onClick={onOpen}>
      <div className="aa-ItemContent">
        <div className="aa-ItemContentBody">
          <div className={`aa-ItemContentTitle ${styles.pageTitle}`}>{pageTitle}</div>
          {showSection && <div className={styles.section}>{document.sectionTitle}</div>}
          {breadcrumb.length > 1 && (
            <div className={`aa-ItemContentDescription ${styles.breadcrumb}`}>{breadcrumb.join(' › ')}</div>
          )}
        </div>
      </div>
    </a>
  );
}

interface Props {
  /** Grows by one each time the reader asks to open the search (button, Ctrl+K, "/"). */
  openRequests: number;
  /** Called when the search closes, so focus can return to where it came from. */
  onClose: () => void;
}

/** The search dialog: the plugin's autocomplete (detached mode) over our ranking. Loaded on first use. */
export default function SearchPanel({openRequests, onClose}: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const plugin = usePluginData('@cmfcmf/docusaurus-search-local') as PluginData;
  const history = useHistory();
  const {tags} = useContextualSearchFilters();
  const containerRef = useRef<HTMLDivElement>(null);
  const api = useRef<AutocompleteApi<HitItem> | null>(null);
  const latest = useRef({tags, history, onClose});
  useEffect(() => {
    latest.current = {tags, history, onClose};
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    const store = sharedIndexStore(siteConfig.baseUrl);
    const options = searchRankingOptions(plugin, plugin.maxSearchResults);
    const open = (hit: SearchHit): void => latest.current.history.push(hit.document.sectionRoute, highlightState(hit));
    const onOpen = (hit: SearchHit) => (event: React.MouseEvent<HTMLAnchorElement>) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      api.current?.setIsOpen(false);
      open(hit);
    };

    api.current = autocomplete<HitItem>({
      container,
      placeholder: translate({message: 'cmfcmf/d-s-l.searchBar.placeholder', description: 'Placeholder shown in the searchbar'}),
      renderer: {createElement, Fragment, render: (node, target) => renderInto(node as ReactNode, target as HTMLElement)},
      detachedMediaQuery: '',
      defaultActiveItemId: 0,
      // The panel stays open while the dialog is: clearing the query or deleting it must not close the dialog.
      openOnFocus: true,
      translations: {
        clearButtonTitle: translate({message: 'cmfcmf/d-s-l.searchBar.clearButtonTitle', description: 'Title of the button to clear the current search input'}),
        detachedCancelButtonText: translate({
          message: 'cmfcmf/d-s-l.searchBar.detachedCancelButtonText',
          description: 'Text of the button to close the detached search window',
        }),
        submitButtonTitle: translate({message: 'cmfcmf/d-s-l.searchBar.submitButtonTitle', description: 'Title of the button to submit a new search'}),
      },
      navigator: {
        navigate: ({item}) => open(item),
        navigateNewTab: ({itemUrl}) => window.open(itemUrl, '_blank', 'noopener'),
        navigateNewWindow: ({itemUrl}) => window.open(itemUrl, '_blank', 'noopener'),
      },
      getSources: ({query}) => [
        {
          sourceId: 'pages',
          getItemUrl: ({item}) => item.document.sectionRoute,
          async getItems() {
            try {
              const indexes = await Promise.all(latest.current.tags.map((tag) => store.get(tag)));
              return searchIndexes(mylunr, indexes, query, options) as HitItem[];
            } catch {
              return [];
            }
          },
          templates: {
            item: ({item}) => (
              <ResultRow
                hit={item}
                sectionLabel={sidebarSectionLabel(sidebarOfRoute(pageRoute(item.document))?.sidebar)}
                onOpen={onOpen(item)}
              />
            ),
            noResults: ({state}) => (
              <div className="aa-ItemContent">
                <div className={`aa-ItemContentBody ${state.query.trim() ? '' : styles.hint}`}>
                  {state.query.trim()
                    ? translate({message: 'cmfcmf/d-s-l.searchBar.noResults', description: 'message shown if no results are found'})
                    : translate({
                        id: 'onramp.search.emptyQueryHint',
                        message: 'Search guides, events, API endpoints and GraphQL types. Try "waitlist", "signed_up" or "createWorkflow".',
                        description: 'Shown in the search dialog before anything is typed',
                      })}
                </div>
              </div>
            ),
          },
        },
      ],
    });

    // The detached dialog marks <body>; when the mark goes, the dialog has closed (Escape, Cancel or a chosen result).
    const wasOpen = {current: false};
    const observer = new MutationObserver(() => {
      const isOpen = document.body.classList.contains('aa-Detached');
      if (wasOpen.current && !isOpen) latest.current.onClose();
      wasOpen.current = isOpen;
    });
    observer.observe(document.body, {attributes: true, attributeFilter: ['class']});
    return () => {
      observer.disconnect();
      api.current?.destroy();
      api.current = null;
    };
  }, [siteConfig.baseUrl, plugin]);

  useEffect(() => {
    if (openRequests === 0) return;
    const store = sharedIndexStore(siteConfig.baseUrl);
    latest.current.tags.forEach((tag) => void store.get(tag));
    containerRef.current?.querySelector<HTMLButtonElement>('.aa-DetachedSearchButton')?.click();
  }, [openRequests, siteConfig.baseUrl]);

  return <div ref={containerRef} className={styles.engine} />;
}
