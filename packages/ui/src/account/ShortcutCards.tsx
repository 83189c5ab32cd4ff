import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { ChevronRight } from 'lucide-react';

export type ShortcutCard = { to: string; label: string; Icon: ComponentType<{ size?: number; 'aria-hidden'?: 'true' }> };

/** Links to a signed-in area's other pages, each a large target with its icon. */
export function ShortcutCards({ label, shortcuts }: { label: string; shortcuts: readonly ShortcutCard[] }) {
  return (
    <nav className="account-shortcuts" aria-label={label}>
      <ul>
        {shortcuts.map(({ to, label: text, Icon }) => (
          <li key={to}>
            <Link to={to} className="account-shortcut card">
              <Icon aria-hidden="true" size={22} />
              <span>{text}</span>
              <ChevronRight aria-hidden="true" size={18} className="account-shortcut-arrow" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
