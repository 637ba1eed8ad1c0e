import '@docusaurus/theme-classic/lib/nprogress.css';
import type {ClientModule} from '@docusaurus/types';

type ProgressBar = typeof import('nprogress').default;

/** How long a client navigation runs before the bar shows, as in theme-classic. */
export const progressBarDelay = 200;

let bar: ProgressBar | undefined;
let loading: Promise<ProgressBar> | undefined;

/** nprogress, downloaded on the first client navigation; a failed download is tried again on the next one. */
function loadProgressBar(): Promise<ProgressBar> {
  loading ??= import('nprogress').then(
    (module) => {
      bar = module.default;
      bar.configure({showSpinner: false});
      return bar;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * theme-classic's progress bar for client navigations, with nprogress loaded when a reader first follows a link instead
 * of in every page's main.js. The bar shows after the same delay; without the module (a failed download) there is none.
 */
const progressBarOnDemand: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (!previousLocation || location.pathname === previousLocation.pathname) return undefined;
    let finished = false;
    const ready = loadProgressBar().catch(() => undefined);
    const timeout = setTimeout(() => void ready.then((loaded) => !finished && loaded?.start()), progressBarDelay);
    return () => {
      finished = true;
      clearTimeout(timeout);
    };
  },
  onRouteDidUpdate() {
    bar?.done();
  },
};

export default progressBarOnDemand;
