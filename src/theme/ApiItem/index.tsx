// Swizzled (wrap): loads the OpenAPI theme's stylesheet with the API page instead of on every page.
import type {ComponentProps, ReactNode} from 'react';
import 'docusaurus-theme-openapi-docs/lib/theme/styles.scss';
import ApiItem from '@theme-original/ApiItem';

export default function ApiItemWrapper(props: ComponentProps<typeof ApiItem>): ReactNode {
  return <ApiItem {...props} />;
}
