import { ResourceForm } from '../ResourceForm';
import type { ScreenProps } from '../routes';
import { PermissionMatrix } from './PermissionMatrix';

/** Roles: the generic form with the permission matrix as the widget of `permissions`. */
const WIDGETS = { permissions: PermissionMatrix };

export function RoleForm(props: ScreenProps) {
  return <ResourceForm {...props} widgets={WIDGETS} />;
}
