// Swizzled (wrap): simple descriptions skip the OpenAPI theme's Markdown parser, which otherwise runs for every field on hydration.
import type {ComponentProps, ReactNode} from 'react';
import Markdown from '@theme-original/Markdown';
import {plainParagraph} from '@site/src/lib/plainParagraph';

export default function MarkdownWrapper(props: ComponentProps<typeof Markdown>): ReactNode {
  return plainParagraph(props.children) ?? <Markdown {...props} />;
}
