import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SERVICE_ICONS, SERVICE_KEYS } from '@travel/ui';
import type { DealService } from './dealTabs';
import { tabKeyTarget } from './tabKeys';

export interface DealTabListProps {
  services: readonly DealService[];
  selected: DealService;
  onSelect: (service: DealService) => void;
  label: string;
  tabId: (service: DealService) => string;
  panelId: string;
}

/**
 * The WAI-ARIA tabs pattern with automatic activation: one tab stop, the arrow keys move
 * between tabs (mirrored right-to-left) and select them, Home and End go to the ends.
 */
export function DealTabList({ services, selected, onSelect, label, tabId, panelId }: DealTabListProps) {
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
    <div className="deal-tabs" role="tablist" aria-label={label}>
      {services.map((service, index) => {
        const Icon = SERVICE_ICONS[service];
        const isSelected = service === selected;
        return (
          <button
            key={service}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(service)}
            className="deal-tab"
            aria-selected={isSelected}
            aria-controls={isSelected ? panelId : undefined}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(service)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            <Icon aria-hidden="true" size={18} />
            {t(SERVICE_KEYS[service])}
          </button>
        );
      })}
    </div>
  );
}
