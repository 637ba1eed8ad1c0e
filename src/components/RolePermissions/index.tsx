import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import DataTable, {type Column} from '@site/src/components/DataTable';
import WithCode from '@site/src/components/WithCode';
import {permissions, roles, rolesOverApi, type Permission} from '@site/src/data/apiKeys';

/** A permission, linked to the section that lists what it covers in full. */
function PermissionCell({permission}: {permission: Permission}): ReactNode {
  if (!permission.detailsRoute) return permission.what;
  return (
    <>
      {permission.what} (<Link to={permission.detailsRoute}>every setting</Link>)
    </>
  );
}

/**
 * What each workspace role may do in the dashboard, then, below the table so that no note sits between a permission
 * and its Yes and No, what the same rights look like over the API; from src/data/apiKeys.ts.
 */
export default function RolePermissions(): ReactNode {
  const columns: readonly Column<Permission>[] = [
    {header: 'Permission', cell: (permission) => <PermissionCell permission={permission} />, rowHeader: true},
    ...roles.map((role) => ({header: role.name, cell: (permission: Permission) => (permission.roles.includes(role.id) ? 'Yes' : 'No')})),
  ];
  return (
    <>
      <DataTable label="Workspace roles and what they may do" columns={columns} rows={permissions} rowKey={(permission) => permission.id} stackOnPhones="inline" />
      <p>{rolesOverApi}</p>
      {permissions
        .filter((permission) => permission.overApi)
        .map((permission) => (
          <p key={permission.id}>
            <strong>{permission.overApi!.title}.</strong> <WithCode text={permission.overApi!.text} />
            {permission.overApiRoute && (
              <>
                {' '}
                <Link to={permission.overApiRoute}>How to hold those keys</Link>.
              </>
            )}
          </p>
        ))}
    </>
  );
}
