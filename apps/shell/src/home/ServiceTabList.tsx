import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LucideIcon } from 'lucide-react';
import type { ServiceTitle } from '@travel/contracts';
import { SERVICE_ICONS, SERVICE_LABEL_KEYS } from '@travel/ui';
import { tabKeyTarget } from './tabKeys';

export interface ServiceTabListProps<S extends ServiceTitle> {
  services: readonly S[];
  selected: S;
  onSelect: (service: S) => void;
  label: string;
  tabId: (service: S) => string;
  panelId: string;
  /** Added to `service-tabs`: where the list sits (the deals, the search panel). */
  className: string;
  /** A short word shown after a tab's name and read as its description ('Soon'), not as part of its name. */
  note?: (service: S) => string | undefined;
}

/**
 * The WAI-ARIA tabs pattern with automatic activation: one tab stop, the arrow keys move
 * between tabs (mirrored right-to-left) and select them, Home and End go to the ends.
 */
export function ServiceTabList<S extends ServiceTitle>({ services, selected, onSelect, label, tabId, panelId, className, note }: ServiceTabListProps<S>) {
  const { t, i18n } = useTranslation();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = tabKeyTarget(event.key, index, services.length, i18n.dir() === 'rtl');
    const service = target === null ? undefined : services[target];
    if (target === null || !service) return;
    event.preventDefault();
    onSelect(service);
    tabs.current[target]?.focus();
  };

  return (
    <div className={`service-tabs ${className}`} role="tablist" aria-label={label}>
      {services.map((service, index) => {
        const Icon: LucideIcon = SERVICE_ICONS[service];
        const isSelected = service === selected;
        const noteText = note?.(service);
        const noteId = `${tabId(service)}-note`;
        return (
          <button
            key={service}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(service)}
            className="service-tab"
            aria-selected={isSelected}
            aria-controls={isSelected ? panelId : undefined}
            aria-describedby={noteText ? noteId : undefined}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(service)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            <Icon aria-hidden="true" size={18} />
            {t(SERVICE_LABEL_KEYS[service])}
            {/* Hidden from the name; aria-describedby still reads it. */}
            {noteText ? <span id={noteId} className="service-tab-note" aria-hidden="true">{noteText}</span> : null}
          </button>
        );
      })}
    </div>
  );
}
