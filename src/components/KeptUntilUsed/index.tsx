import {useLayoutEffect, useRef, useState, type FocusEvent, type MouseEvent, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import OnDemand, {LoadError, useOnDemand} from '@site/src/components/OnDemand';
import type {OnDemandModule} from '@site/src/lib/onDemand';

type Props<T> = {
  /** Names the part among the page's kept parts, the same on the server and in the browser. */
  partKey: string;
  module: OnDemandModule<T>;
  /** What the part is, as the error box names it: "the request schema". */
  name: string;
  children: (module: T) => ReactNode;
};

/** What a reader can focus in a part, and the controls among them whose clicks wait for the part (links stay links). */
const controls = 'button, summary, [role="tab"], [tabindex]';
const focusable = `a[href], ${controls}`;
const attribute = 'data-kept-until-used';

/** A control as the same control in another rendering of the part: its tag, role, text and place among its likes. */
type ControlKey = {signature: string; index: number};

const signature = (control: Element) => `${control.tagName}|${control.getAttribute('role') ?? ''}|${control.textContent?.trim() ?? ''}`;

function controlKey(root: Element, target: EventTarget | null, selector: string): ControlKey | undefined {
  const control = target instanceof Element ? target.closest(selector) : null;
  if (!control || !root.contains(control)) return undefined;
  const likes = Array.from(root.querySelectorAll(focusable)).filter((other) => signature(other) === signature(control));
  return {signature: signature(control), index: likes.indexOf(control)};
}

function findControl(root: Element, key: ControlKey): HTMLElement | undefined {
  const likes = Array.from(root.querySelectorAll<HTMLElement>(focusable)).filter((other) => signature(other) === key.signature);
  return likes[key.index];
}

/** The HTML the server rendered for the part with this key, while the page hydrates; none if the key is not unique. */
function serverHtml(key: string): string | undefined {
  const parts = Array.from(document.querySelectorAll(`[${attribute}]`)).filter((part) => part.getAttribute(attribute) === key);
  return parts.length === 1 ? parts[0].innerHTML : undefined;
}

/**
 * A server-rendered part whose client code loads only when a reader uses it. While React hydrates, the server's HTML is
 * kept as it is, so the part's module is neither downloaded nor run on first loads. Pointing at the part, touching or
 * focusing it loads the module, which then renders the part in its place; a click on a button, tab or summary made
 * before that is held and given to the same control once it is there, and the focus stays on the control that had it.
 * If loading fails, the error box with Retry shows below the kept HTML. A part mounted by client navigation loads at
 * once (OnDemand: spinner after 200 ms, error box with Retry).
 */
export default function KeptUntilUsed<T>({partKey, module, name, children}: Props<T>): ReactNode {
  const hydrating = !useIsBrowser();
  const [kept] = useState(() => (hydrating && typeof document !== 'undefined' ? serverHtml(partKey) : undefined));
  const [wanted, setWanted] = useState(false);
  const {module: loaded, error, retry} = useOnDemand(module, kept !== undefined && wanted);
  const wrapper = useRef<HTMLDivElement>(null);
  const held = useRef<{focus?: ControlKey; click?: ControlKey}>({});
  const live = kept === undefined || (wanted && loaded !== undefined);

  useLayoutEffect(() => {
    const root = wrapper.current;
    if (kept === undefined || !live || !root) return;
    const {focus, click} = held.current;
    held.current = {};
    // The kept HTML took the focus with it: give it to the same control, unless the reader has focused something else.
    const focusLost = !document.activeElement || document.activeElement === document.body;
    if (focus && focusLost) findControl(root, focus)?.focus();
    if (click) findControl(root, click)?.click();
  }, [kept, live]);

  if (live) {
    return (
      <div key="live" ref={wrapper} {...{[attribute]: partKey}}>
        <OnDemand module={module} name={name}>
          {children}
        </OnDemand>
      </div>
    );
  }
  const want = () => setWanted(true);
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    held.current.focus = controlKey(event.currentTarget, event.target, focusable);
    want();
  };
  // Focus moving out of the part forgets it; a blur towards nothing (the kept HTML being replaced) does not.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget)) held.current.focus = undefined;
  };
  const onClickCapture = (event: MouseEvent<HTMLDivElement>) => {
    const key = controlKey(event.currentTarget, event.target, controls);
    if (!key) return;
    event.preventDefault();
    event.stopPropagation();
    held.current.click = key;
    want();
  };
  return (
    <>
      <div
        key="kept"
        ref={wrapper}
        {...{[attribute]: partKey}}
        dangerouslySetInnerHTML={{__html: kept}}
        onPointerEnter={want}
        onTouchStart={want}
        onFocus={onFocus}
        onBlur={onBlur}
        onClickCapture={onClickCapture}
      />
      {error && <LoadError name={name} error={error} onRetry={retry} />}
    </>
  );
}
