// Swizzled (wrap): adds the "Copy page" and "View as Markdown" controls above every doc page's content.
import type {ComponentProps, ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import CopyPage from '@site/src/components/CopyPage';

export default function ContentWithCopyPage(props: ComponentProps<typeof Content>): ReactNode {
  return (
    <>
      <CopyPage />
      <Content {...props} />
    </>
  );
}
