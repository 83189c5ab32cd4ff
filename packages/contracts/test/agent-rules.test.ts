import { type AgentActor, type AgentChangeRefusal, type AgentRole, agentChangeRefusal, agentRoleColumns, agentRoleOf, AGENT_ROLES, grantableRoles, invitationRefusal, roleChangeRefusal } from '../src';

const OWNER: AgentActor = { id: 'owner', userType: 'AgencyOwner' };
const ADMIN: AgentActor = { id: 'admin', userType: 'Admin' };
const SALES: AgentActor = { id: 'sales', userType: 'SalesAgent' };
const AGENT: AgentActor = { id: 'agent', userType: 'Agent' };

describe('who may give whom which role', () => {
  const cases: [string, AgentActor, { id: string; role: AgentRole }, AgentRole, AgentChangeRefusal | null][] = [
    ['an owner makes an agent an admin', OWNER, { id: 'x', role: 'Agent' }, 'Admin', null],
    ['an owner makes an admin an owner', OWNER, { id: 'x', role: 'Admin' }, 'AgencyOwner', null],
    ['an owner demotes another owner', OWNER, { id: 'x', role: 'AgencyOwner' }, 'Admin', null],
    ['an owner changes their own role', OWNER, { id: 'owner', role: 'AgencyOwner' }, 'Admin', 'self'],
    ['an admin restricts an agent', ADMIN, { id: 'x', role: 'Agent' }, 'RestrictedAgent', null],
    ['an admin makes a sales agent an admin', ADMIN, { id: 'x', role: 'SalesAgent' }, 'Admin', null],
    ['an admin makes someone an owner', ADMIN, { id: 'x', role: 'Admin' }, 'AgencyOwner', 'ownerRoleReserved'],
    ['an admin changes the owner', ADMIN, { id: 'x', role: 'AgencyOwner' }, 'Admin', 'ownerProtected'],
    ['an admin raises their own role', ADMIN, { id: 'admin', role: 'Admin' }, 'AgencyOwner', 'self'],
    ['an admin lowers their own role', ADMIN, { id: 'admin', role: 'Admin' }, 'Agent', 'self'],
    ['a sales agent raises their own role', SALES, { id: 'sales', role: 'SalesAgent' }, 'Admin', 'notManager'],
    ['an agent changes another', AGENT, { id: 'x', role: 'RestrictedAgent' }, 'Agent', 'notManager'],
  ];
  it.each(cases)('%s', (_what, actor, target, role, refusal) => {
    expect(roleChangeRefusal(actor, target, role)).toBe(refusal);
  });
});

describe('who may deactivate whom', () => {
  const cases: [string, AgentActor, { id: string; role: AgentRole }, AgentChangeRefusal | null][] = [
    ['an owner deactivates an admin', OWNER, { id: 'x', role: 'Admin' }, null],
    ['an owner deactivates themselves', OWNER, { id: 'owner', role: 'AgencyOwner' }, 'self'],
    ['an admin deactivates a restricted agent', ADMIN, { id: 'x', role: 'RestrictedAgent' }, null],
    ['an admin deactivates the owner', ADMIN, { id: 'x', role: 'AgencyOwner' }, 'ownerProtected'],
    ['an admin deactivates themselves', ADMIN, { id: 'admin', role: 'Admin' }, 'self'],
    ['a sales agent deactivates an agent', SALES, { id: 'x', role: 'Agent' }, 'notManager'],
  ];
  it.each(cases)('%s', (_what, actor, target, refusal) => {
    expect(agentChangeRefusal(actor, target)).toBe(refusal);
  });
});

test('the roles each may give, and invite', () => {
  expect(grantableRoles(OWNER)).toEqual([...AGENT_ROLES]);
  expect(grantableRoles(ADMIN)).toEqual(['Admin', 'SalesAgent', 'Agent', 'RestrictedAgent']);
  expect(grantableRoles(SALES)).toEqual([]);
  expect(invitationRefusal(ADMIN, 'AgencyOwner')).toBe('ownerRoleReserved');
  expect(invitationRefusal(OWNER, 'AgencyOwner')).toBeNull();
  expect(invitationRefusal(AGENT, 'Agent')).toBe('notManager');
});

test.each(AGENT_ROLES)('the role %s is stored and read back the same', (role) => {
  expect(agentRoleOf(agentRoleColumns(role))).toBe(role);
});
