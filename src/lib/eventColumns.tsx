import Link from '@docusaurus/Link';
import {eventRoute} from '@site/src/components/BlockEvents';
import type {Column} from '@site/src/components/DataTable';
import type {EventSchema} from '@site/src/data/eventSchema';

/** The first column of every table of events: the event's name, linked to its page, as the row's header. */
export const eventNameColumn: Column<EventSchema> = {
  header: 'Event',
  cell: (schema) => (
    <Link to={eventRoute(schema.title)}>
      <code>{schema.title}</code>
    </Link>
  ),
  rowHeader: true,
};

export const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
