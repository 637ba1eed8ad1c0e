import type {ReactNode} from 'react';
import DataTable, {type Column} from '@site/src/components/DataTable';
import {permissions, roles, type Permission} from '@site/src/data/apiKeys';

/** What each workspace role may do in the dashboard, from src/data/apiKeys.ts. */
export default function RolePermissions(): ReactNode {
  const columns: readonly Column<Permission>[] = [
    {header: 'Permission', cell: (permission) => permission.what, rowHeader: true},
    ...roles.map((role) => ({header: role.name, cell: (permission: Permission) => (permission.roles.includes(role.id) ? 'Yes' : 'No')})),
  ];
  return <DataTable label="Workspace roles and what they may do" columns={columns} rows={permissions} rowKey={(permission) => permission.id} stackOnPhones="inline" />;
}
