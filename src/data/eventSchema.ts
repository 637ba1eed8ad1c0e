import type {ReportId} from './reports';

/** The shape of a standard event's JSON Schema in api/events/ (the tracking plan). */
export type EventPropertySchema = {
  type?: string | string[];
  format?: string;
  enum?: readonly (string | number | boolean)[];
  maxLength?: number;
  description?: string;
  examples?: readonly unknown[];
  items?: EventPropertySchema;
  properties?: Record<string, EventPropertySchema>;
};

/** The lifecycle stage an event marks: one of the five reports' stages. Which reports read it is src/data/reports.ts's. */
export type LifecycleStage = ReportId;

export type EventSchema = {
  $id: string;
  title: string;
  description: string;
  'x-onramp': {
    category: 'user' | 'account';
    module: 'Build' | 'Analyze';
    stage: LifecycleStage;
    sentBy: 'track';
    source: string;
    /**
     * Who records it: `onramp` (Build or the invitation service, never send it yourself), `onramp-or-you` (Build when the
     * journey runs on Build, your code otherwise), `you` (always your code).
     */
    recordedBy: 'onramp' | 'onramp-or-you' | 'you';
    /** What your code does about the event, where the recorder's general rule does not say it exactly. */
    yourCode?: string;
  };
  type: 'object';
  properties: Record<string, EventPropertySchema>;
  required?: readonly string[];
};

/** A readable type for a property: "string (email)", "string: one of a, b", "string, at most 64 characters", "array of string". */
export function describeType(property: EventPropertySchema): string {
  const base = Array.isArray(property.type) ? property.type.join(' or ') : (property.type ?? 'any');
  if (property.enum) {
    return `${base}: one of ${property.enum.map(String).join(', ')}`;
  }
  if (property.format) {
    return `${base} (${property.format})`;
  }
  if (property.maxLength !== undefined) {
    return `${base}, at most ${property.maxLength} characters`;
  }
  if (base === 'array' && property.items) {
    return `array of ${describeType(property.items)}`;
  }
  return base;
}

const yourPart: Record<EventSchema['x-onramp']['recordedBy'], string> = {
  onramp: 'Never send it: Onramp records it.',
  'onramp-or-you': 'Send it only for people whose journey does not run on Build.',
  you: 'Send it from your code.',
};

/** What your code does about an event: the event's own rule from its schema, or its recorder's general one. */
export function yourCode(schema: EventSchema): string {
  return schema['x-onramp'].yourCode ?? yourPart[schema['x-onramp'].recordedBy];
}
