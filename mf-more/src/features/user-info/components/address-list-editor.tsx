import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Address } from '@klubb/contracts';
import { Button } from '@klubb/ui';

import { MORE_NAMESPACE } from '../../../i18n';
import { addAddress, moveAddress, removeAddress, updateAddress } from '../utils/address-list';

import { AddressFields } from './address-fields';
import styles from './user-info.module.css';

export interface AddressListEditorProps {
  addresses: Address[];
  onChange: (addresses: Address[]) => void;
}

/**
 * The private addresses (spec §5): added, removed and reordered with buttons, so the keyboard does
 * all of it; after a move, focus follows the address's button to its new place.
 */
export function AddressListEditor({ addresses, onChange }: AddressListEditorProps) {
  const { t } = useTranslation(MORE_NAMESPACE);
  const [focus, setFocus] = useState<{ index: number; control: 'up' | 'down' } | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (!focus) return;
    const item = list.current?.children.item(focus.index);
    // At either end the button of the move is disabled: focus its sibling instead.
    const buttons = [focus.control, focus.control === 'up' ? 'down' : 'up'].map((control) =>
      item?.querySelector<HTMLButtonElement>(`[data-move="${control}"]:not(:disabled)`),
    );
    buttons.find(Boolean)?.focus();
    setFocus(null);
  }, [focus]);

  const move = (index: number, step: -1 | 1) => {
    const moved = moveAddress(addresses, index, step);
    onChange(moved.list);
    setFocus({ index: moved.index, control: step < 0 ? 'up' : 'down' });
    setAnnouncement(t('userInfo.addressMoved', { position: moved.index + 1 }));
  };

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('userInfo.addresses')}</legend>
      <ol ref={list} className={styles.addresses}>
        {addresses.map((address, index) => (
          // Addresses have no id; the position is what the member edits and moves.
          <li key={index} className={styles.address}>
            <h3 className={styles.addressTitle}>
              {t('userInfo.addressNumber', { position: index + 1 })}
            </h3>
            <AddressFields
              address={address}
              onChange={(patch) => onChange(updateAddress(addresses, index, patch))}
            />
            <div className={styles.addressActions}>
              <Button
                data-move="up"
                variant="secondary"
                disabled={index === 0}
                aria-label={t('userInfo.moveUp', { position: index + 1 })}
                onClick={() => move(index, -1)}
              >
                {t('userInfo.up')}
              </Button>
              <Button
                data-move="down"
                variant="secondary"
                disabled={index === addresses.length - 1}
                aria-label={t('userInfo.moveDown', { position: index + 1 })}
                onClick={() => move(index, 1)}
              >
                {t('userInfo.down')}
              </Button>
              <Button
                variant="secondary"
                aria-label={t('userInfo.removeAddress', { position: index + 1 })}
                onClick={() => onChange(removeAddress(addresses, index))}
              >
                {t('userInfo.remove')}
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <Button variant="secondary" onClick={() => onChange(addAddress(addresses))}>
        {t('userInfo.addAddress')}
      </Button>
      <p className={styles.visuallyHidden} role="status">
        {announcement}
      </p>
    </fieldset>
  );
}
