import { ResourceForm } from '../ResourceForm';
import type { ScreenProps } from '../routes';
import { PermissionMatrix } from './PermissionMatrix';

/** Roles: the generic form with the permission matrix as the widget of `permissions`. */
const ROLE_WIDGETS = { permissions: (p: Parameters<typeof PermissionMatrix>[0]) => <PermissionMatrix {...p} isRoleForm /> };

export function RoleForm(props: ScreenProps) {
  return <ResourceForm {...props} widgets={ROLE_WIDGETS} />;
}

/** Decentralization (rights given to one person on top of their roles): the same matrix. */
const PERSON_WIDGETS = { permissions: PermissionMatrix };

export function DecentralizationForm(props: ScreenProps) {
  return <ResourceForm {...props} widgets={PERSON_WIDGETS} />;
}
