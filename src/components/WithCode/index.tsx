import type {ReactNode} from 'react';

/** Text from src/data with `backticks` rendered as inline code. */
export default function WithCode({text}: {text: string}): ReactNode {
  return text.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}
