// Swizzled (wrap): the server's highlighted HTML is kept as it is through hydration, and Prism loads only for a block the reader points at, focuses or that mounts later.
import {useLayoutEffect, useRef, useState, type ComponentProps, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type CodeBlockType from '@theme-original/CodeBlock';
import OnDemand, {LoadError, useOnDemand} from '@site/src/components/OnDemand';
import {codeBlock} from '@site/src/lib/codeBlockLoader';
import {highlightedCodeBlockHtml} from '@site/src/lib/serverCodeBlock';

type Props = ComponentProps<typeof CodeBlockType>;
const name = 'code highlighting';

/** Plain code while Prism loads or if it cannot, as tall as the highlighted block (which drops the final newline too). */
function PlainCode({className, children}: Props): ReactNode {
  return (
    <pre className={className} tabIndex={0}>
      <code>{typeof children === 'string' ? children.replace(/\n$/, '') : children}</code>
    </pre>
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
  const [kept] = useState(() =>
    highlightedCodeBlockHtml({code: props.children, language: props.language, className: props.className, title: props.title, metastring: props.metastring}),
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
