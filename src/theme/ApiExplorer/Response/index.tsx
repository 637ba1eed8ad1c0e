// Swizzled (wrap): the theme stores a failed request's message but only renders responses that have an HTTP status.
import type {ComponentProps, ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {useTypedSelector} from '@theme/ApiItem/hooks';
import Response from '@theme-original/ApiExplorer/Response';

type ResponseState = {response: {code?: string; value?: string}};

export default function ResponseWithRequestErrors(props: ComponentProps<typeof Response>): ReactNode {
  const code = useTypedSelector((state: ResponseState) => state.response.code);
  const value = useTypedSelector((state: ResponseState) => state.response.value);
  const fetching = translate({id: 'theme.openapi.request.fetchingMessage', message: 'Fetching...'});
  const requestError = !code && value && value !== fetching ? value : undefined;
  return (
    <>
      {requestError && (
        <div role="alert" className="alert alert--danger margin-bottom--md">
          {requestError}
        </div>
      )}
      <Response {...props} />
    </>
  );
}
