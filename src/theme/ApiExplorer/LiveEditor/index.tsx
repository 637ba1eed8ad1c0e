// Swizzled (replace): the theme's body editor sat in react-live's LiveProvider, which compiles and runs the body as JSX
// (new Function) on every edit; the site's Content-Security-Policy forbids eval, and the console only needs the editor.
import {useEffect, useEffectEvent, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {usePrismTheme} from '@docusaurus/theme-common';
import {Controller, useFormContext} from 'react-hook-form';
import {Editor} from 'react-live';

type Props = {
  /** The body the editor starts with. */
  children: string;
  /** Receives the body on every change, and the starting one at once. */
  action: (code: string) => unknown;
  language?: string;
  required?: boolean;
};

export default function LiveEditor({children, action, language = 'json', required = false}: Props): ReactNode {
  const prismTheme = usePrismTheme();
  const [code, setCode] = useState(children.replace(/\n$/, ''));
  // Callers pass a new action on every render; the body goes out when it changes, not on every render.
  const sendBody = useEffectEvent((body: string) => {
    action(body);
  });
  useEffect(() => {
    sendBody(code);
  }, [code]);
  const {
    control,
    formState: {errors},
  } = useFormContext();
  const error = errors.requestBody?.message;
  const requiredMessage = translate({id: 'theme.openapi.form.fieldRequired', message: 'This field is required'});
  return (
    <div className="openapi-explorer__playground-container">
      <Controller
        control={control}
        name="requestBody"
        rules={{required: required && !code ? requiredMessage : false}}
        render={({field}) => (
          <Editor
            className={clsx('openapi-explorer__playground-editor', error && 'openapi-explorer__form-item-input error')}
            code={code}
            language={language}
            theme={prismTheme}
            tabMode="focus"
            onChange={(next) => {
              setCode(next);
              field.onChange(next);
            }}
          />
        )}
      />
      {typeof error === 'string' && <div className="openapi-explorer__input-error">{error}</div>}
    </div>
  );
}
