import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { useDismiss } from './useDismiss';
import './dropdown.css';

export interface DropdownProps {
  /** What the trigger button shows. */
  label: ReactNode;
  /** The trigger's accessible name when `label` is not text enough ('Currency: USD'). */
  ariaLabel?: string;
  /** The panel; `close` lets an item close it after a choice. */
  children: (close: () => void) => ReactNode;
  className?: string;
  /** Align the panel with the trigger's end edge (the header's right side in LTR). */
  alignEnd?: boolean;
}

/**
 * A disclosure button with a popup panel (header menus): Escape and a click outside close it
 * and Escape gives focus back to the trigger.
 */
export function Dropdown({ label, ariaLabel, children, className = '', alignEnd = true }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useDismiss(open, close, rootRef, triggerRef);

  return (
    <div ref={rootRef} className={`dropdown ${className}`}>
      <button
        ref={triggerRef}
        type="button"
        className="dropdown-trigger"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={ariaLabel}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
      </button>
      <div id={panelId} className={`dropdown-panel${alignEnd ? ' is-end' : ''}`} hidden={!open}>
        {open ? children(() => setOpen(false)) : null}
      </div>
    </div>
  );
}
