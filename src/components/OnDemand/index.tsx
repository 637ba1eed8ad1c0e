import {Component, use, useCallback, useEffect, useState, type ErrorInfo, type ReactNode} from 'react';
import type {OnDemandModule} from '@site/src/lib/onDemand';
import {loadingIndicatorDelayMs} from '@site/src/site';
import styles from './styles.module.css';

export type LoadState<T> = {
  module: T | undefined;
  error: Error | undefined;
  /** True once loading has taken longer than the spinner delay. */
  slow: boolean;
  /** Tries again after a failure; harmless at any other time. */
  retry: () => void;
};

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/** Loads `module` while `wanted`, with the spinner delay and a retry that requests the chunk again. */
export function useOnDemand<T>(module: OnDemandModule<T>, wanted = true): LoadState<T> {
  const [loaded, setLoaded] = useState<T | undefined>(module.current);
  const [error, setError] = useState<Error>();
  const [slow, setSlow] = useState(false);
  const current = loaded ?? module.current();

  // Every successful load, this part's or another part's retry of the same module, arrives here.
  useEffect(() => {
    if (current !== undefined) return undefined;
    return module.onLoad((value) => setLoaded(() => value));
  }, [module, current]);

  // Clearing the error (retry) runs this again, which requests the chunk again.
  useEffect(() => {
    if (!wanted || current !== undefined || error) return undefined;
    let live = true;
    const timer = setTimeout(() => live && setSlow(true), loadingIndicatorDelayMs);
    module.load().catch((reason: unknown) => live && setError(asError(reason)));
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [module, wanted, current, error]);

  const retry = useCallback(() => {
    if (!error) return;
    setError(undefined);
    setSlow(false);
  }, [error]);
  return {module: current, error, slow: slow && current === undefined && !error, retry};
}

/** The spinner: a status message, shown once loading is slow. */
export function LoadingIndicator({name, overlay = false}: {name: string; overlay?: boolean}): ReactNode {
  return (
    <div className={overlay ? styles.overlay : styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span>Loading {name}…</span>
    </div>
  );
}

/** Spec §2 and §8: the error box, with the error text and a Retry button. */
export function LoadError({name, error, onRetry}: {name: string; error: Error; onRetry: () => void}): ReactNode {
  return (
    <div className={styles.error} role="alert">
      <p className={styles.message}>
        <strong>Could not load {name}.</strong> <span className={styles.detail}>{error.message}</span>
      </p>
      <button type="button" className="button button--sm button--primary" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}

type BoundaryProps = {
  /** What the part is, as the error box names it. */
  name: string;
  /** Where the error box goes; by default it replaces the part. */
  fallback?: (box: ReactNode) => ReactNode;
  children: ReactNode;
};

/**
 * Keeps a failure of a part inside the part: its error box with Retry (which renders the part again) in its place,
 * while the rest of the page goes on working and no reader sees messages meant for site developers.
 */
export class PartBoundary extends Component<BoundaryProps, {error: Error | undefined}> {
  state = {error: undefined as Error | undefined};

  static getDerivedStateFromError(error: unknown) {
    return {error: asError(error)};
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  render(): ReactNode {
    const {error} = this.state;
    if (!error) return this.props.children;
    const box = <LoadError name={this.props.name} error={error} onRetry={() => this.setState({error: undefined})} />;
    return this.props.fallback ? this.props.fallback(box) : box;
  }
}

type Props<T> = {
  module: OnDemandModule<T>;
  /** What loads, as the messages name it: "the GraphQL explorer", "code highlighting". */
  name: string;
  children: (module: T) => ReactNode;
  /** Shown until the module is ready, and above the error box: the part's server-rendered or plain content. */
  placeholder?: ReactNode;
  /** Lays the spinner over the placeholder instead of below it (code blocks keep their height). */
  overlay?: boolean;
  /**
   * While React hydrates server HTML that already holds the loaded part (code blocks), wait for the module instead of
   * showing the placeholder, so the server HTML stays as it is.
   */
  waitWhileHydrating?: boolean;
};

function Part<T>({module, name, children, placeholder, overlay, waitWhileHydrating}: Props<T>): ReactNode {
  const wanted = !waitWhileHydrating;
  const {module: loaded, error, slow, retry} = useOnDemand(module, wanted);
  if (loaded !== undefined) return children(loaded);
  if (waitWhileHydrating) {
    // A failed load goes to the boundary; loading again here would start a new request on every render.
    if (module.failure() !== undefined) throw asError(module.failure());
    return children(use(module.load()));
  }
  return (
    <div className={overlay ? styles.framed : undefined} aria-busy={error ? undefined : true}>
      {placeholder}
      {error ? <LoadError name={name} error={error} onRetry={retry} /> : slow && <LoadingIndicator name={name} overlay={overlay} />}
    </div>
  );
}

/**
 * A part of the page that loads on demand (spec §2, §8, §9): its placeholder at once, a spinner once loading takes more
 * than 200 ms, and on failure the error box in the part's own place, whose Retry requests the chunk again. Errors while
 * the loaded part renders stay in the part too.
 */
export default function OnDemand<T>(props: Props<T>): ReactNode {
  const {name, placeholder} = props;
  return (
    <PartBoundary
      name={name}
      fallback={(box) => (
        <div>
          {placeholder}
          {box}
        </div>
      )}>
      <Part {...props} />
    </PartBoundary>
  );
}
