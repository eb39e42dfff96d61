import classNames from 'classnames';
import { useMatch } from 'react-router-dom';
import { usePanelNavigation, type PanelNavItem } from '../navigation';
import { PermissionGate } from '../../components/PermissionGate';
import { RouterAnchorButton } from '../../components/RouterAnchorButton';

function PanelNavLink({ item }: { item: PanelNavItem }) {
  const active = useMatch({ path: item.to, end: false }) !== null;
  const Icon = item.icon;
  return (
    <RouterAnchorButton
      to={item.to}
      variant="minimal"
      icon={<Icon />}
      text={item.label}
      active={active}
      aria-current={active ? 'page' : undefined}
    />
  );
}

/** Users, Roles, Activity logs, TPAs, Ministries, Access reviews and My reviews, each hidden unless its permission is held. */
export function PanelNavigation({ vertical = false }: { vertical?: boolean }) {
  const items = usePanelNavigation();
  return (
    <nav aria-label="Agency panel" className={classNames('panel-nav', { 'panel-nav-vertical': vertical })}>
      {items.map((item) => (
        <PermissionGate key={item.to} permission={item.permission}>
          <PanelNavLink item={item} />
        </PermissionGate>
      ))}
    </nav>
  );
}
