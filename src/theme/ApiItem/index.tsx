// Swizzled (wrap): loads the OpenAPI theme's stylesheet with the API page instead of on every page, repairs its markup and keeps its body editor keyboard-editable.
import {useEffect, type ComponentProps, type ReactNode} from 'react';
import 'docusaurus-theme-openapi-docs/lib/theme/styles.scss';
import './accessibility.css';
import ApiItem from '@theme-original/ApiItem';
import {reopenBodyEditorOnFocus, repairOpenApiMarkup, useMarkupRepair} from '@site/src/lib/markupRepairs';

const apiPageContent = () => document.querySelector('.theme-api-markdown') ?? document.querySelector('main');

export default function ApiItemWrapper(props: ComponentProps<typeof ApiItem>): ReactNode {
  useMarkupRepair(apiPageContent, repairOpenApiMarkup, props.route.path);
  useEffect(() => {
    document.addEventListener('focusin', reopenBodyEditorOnFocus);
    return () => document.removeEventListener('focusin', reopenBodyEditorOnFocus);
  }, []);
  return <ApiItem {...props} />;
}
