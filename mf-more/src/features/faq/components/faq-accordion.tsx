import { useId, useRef, useState, type KeyboardEvent } from 'react';

import type { Faq } from '@klubb/contracts';

import { paragraphsOf } from '../../../lib/paragraphs';

import styles from './faq.module.css';

export interface FaqAccordionProps {
  faqs: readonly Faq[];
}

/**
 * The WAI-ARIA accordion: each question a heading with a button that shows or hides its answer
 * (Enter or Space); the arrow keys, Home and End move between the questions.
 */
export function FaqAccordion({ faqs }: FaqAccordionProps) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const baseId = useId();
  const list = useRef<HTMLDivElement>(null);
  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });
  const moveFocus = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const buttons = [
      ...(list.current?.querySelectorAll<HTMLButtonElement>('[data-question]') ?? []),
    ];
    const targets: Record<string, number> = {
      ArrowDown: (index + 1) % buttons.length,
      ArrowUp: (index - 1 + buttons.length) % buttons.length,
      Home: 0,
      End: buttons.length - 1,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    buttons[target]?.focus();
  };
  return (
    <div ref={list} className={styles.accordion}>
      {faqs.map((faq, index) => {
        const expanded = open.has(index);
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <div key={faq.question} className={styles.item}>
            <h2 className={styles.question}>
              <button
                type="button"
                id={buttonId}
                data-question
                className={styles.trigger}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(index)}
                onKeyDown={(event) => moveFocus(event, index)}
              >
                <span>{faq.question}</span>
                <span className={styles.chevron} aria-hidden="true" />
              </button>
            </h2>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className={styles.answer}
              hidden={!expanded}
            >
              {paragraphsOf(faq.answer).map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}
