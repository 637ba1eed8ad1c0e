import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import DataTable, {type Column} from '@site/src/components/DataTable';
import WithCode from '@site/src/components/WithCode';
import {permissions, roles, rolesOverApi, type Permission} from '@site/src/data/apiKeys';
import styles from './styles.module.css';

/** A permission, with what the same right looks like over the API where that differs from the dashboard. */
function PermissionCell({permission}: {permission: Permission}): ReactNode {
  if (!permission.overApi) return permission.what;
  return (
    <>
      {permission.what}
      <span className={styles.overApi}>
        <strong>Over the API:</strong> <WithCode text={permission.overApi} />
        {permission.overApiRoute && (
          <>
            {' '}
            <Link to={permission.overApiRoute}>How to hold those keys</Link>.
          </>
        )}
      </span>
    </>
  );
}

/** What each workspace role may do in the dashboard, and how that relates to the API, from src/data/apiKeys.ts. */
export default function RolePermissions(): ReactNode {
  const columns: readonly Column<Permission>[] = [
    {header: 'Permission', cell: (permission) => <PermissionCell permission={permission} />, rowHeader: true},
    ...roles.map((role) => ({header: role.name, cell: (permission: Permission) => (permission.roles.includes(role.id) ? 'Yes' : 'No')})),
  ];
  return (
    <>
      <DataTable label="Workspace roles and what they may do" columns={columns} rows={permissions} rowKey={(permission) => permission.id} stackOnPhones="inline" />
      <p>{rolesOverApi}</p>
    </>
  );
}
