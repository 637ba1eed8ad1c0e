// Swizzled (wrap): the server's highlighted HTML is kept as it is through hydration, Prism loads only for a block the reader points at, focuses or that mounts later, and a block in a hidden tab panel stays plain until its panel is shown.
import {useContext, useLayoutEffect, useRef, useState, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type CodeBlockType from '@theme-original/CodeBlock';
import OnDemand, {LoadError, useOnDemand} from '@site/src/components/OnDemand';
import {codeBlock} from '@site/src/lib/codeBlockLoader';
import {HiddenPanelContext} from '@site/src/lib/hiddenPanel';
import {codeBlockTitle, highlightedCodeBlockHtml} from '@site/src/lib/serverCodeBlock';
import styles from './styles.module.css';

type Props = ComponentProps<typeof CodeBlockType>;
const name = 'code highlighting';

/**
 * Plain code while Prism loads, if it cannot, or until its tab panel is shown; as tall as the highlighted block (which
 * drops the final newline too, and shows the title in a bar). The language class stays on `<code>` for the Markdown twins' fences.
 */
function PlainCode({className, language, children, title, metastring}: Props): ReactNode {
  const languageClass = language && !className?.includes(`language-${language}`) ? `language-${language}` : undefined;
  const classes = clsx(className, languageClass) || undefined;
  const pre = (
    <pre className={classes} tabIndex={0}>
      <code className={classes}>{typeof children === 'string' ? children.replace(/\n$/, '') : children}</code>
    </pre>
  );
  const shownTitle = title ?? (codeBlockTitle(metastring) || undefined);
  return shownTitle ? (
    <div className={styles.titled}>
      <div className={styles.title}>{shownTitle}</div>
      {pre}
    </div>
  ) : (
    pre
  );
}

/**
 * On the server, the highlighted block. In the browser, when the page already holds this block highlighted (its own
 * server HTML while React hydrates), that HTML is kept instead of highlighted again, so first loads neither download
 * nor run Prism; pointing at the block, touching or focusing it loads Prism and the theme's block with its Copy and
 * word-wrap buttons, which then takes its place. Other blocks (most client navigation) show plain code, a spinner after
 * 200 ms, and the error box with Retry if highlighting cannot load.
 */
export default function LazyCodeBlock(props: Props): ReactNode {
  const hydrating = !useIsBrowser();
  const inHiddenPanel = useContext(HiddenPanelContext);
  // A hidden tab's examples are most of a REST page's markup when highlighted (2,200 of its 4,700 elements): they are
  // plain in the server HTML and in hydration, and highlighted once their panel is first shown.
  const [waitingToBeShown, setWaitingToBeShown] = useState(inHiddenPanel);
  if (waitingToBeShown && !inHiddenPanel) setWaitingToBeShown(false);
  const [kept] = useState(() =>
    inHiddenPanel
      ? undefined
      : highlightedCodeBlockHtml({code: props.children, language: props.language, className: props.className, title: props.title, metastring: props.metastring}),
  );
  const [wanted, setWanted] = useState(false);
  const {module: loaded, error: failure, retry} = useOnDemand(codeBlock, kept !== undefined && wanted);
  const wrapper = useRef<HTMLDivElement>(null);
  const hadFocus = useRef(false);
  const live = kept !== undefined && wanted && loaded !== undefined;

  // The theme's block replaces the kept HTML: a reader who had focused the code keeps the focus on it.
  useLayoutEffect(() => {
    if (live && hadFocus.current) wrapper.current?.querySelector('pre')?.focus();
  }, [live]);

  const error = failure && <LoadError name={name} error={failure} onRetry={retry} />;
  if (waitingToBeShown) {
    return (
      <div data-code-block="">
        <PlainCode {...props} />
      </div>
    );
  }
  if (kept === undefined) {
    return (
      <div data-code-block="">
        <OnDemand module={codeBlock} name={name} placeholder={<PlainCode {...props} />} overlay waitWhileHydrating={hydrating}>
          {({default: CodeBlock}) => <CodeBlock {...props} />}
        </OnDemand>
      </div>
    );
  }
  if (live) {
    const {default: CodeBlock} = loaded;
    return (
      <div key="live" ref={wrapper} data-code-block="">
        <CodeBlock {...props} />
      </div>
    );
  }
  const want = () => {
    hadFocus.current = wrapper.current?.contains(document.activeElement) ?? false;
    setWanted(true);
  };
  return (
    <>
      <div
        key="kept"
        ref={wrapper}
        data-code-block=""
        dangerouslySetInnerHTML={{__html: kept}}
        onPointerEnter={want}
        onFocus={want}
        onTouchStart={want}
      />
      {error}
    </>
  );
}
