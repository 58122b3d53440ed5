import { describe, expect, it } from 'vitest';
import { ROLE_BY_USER_TYPE, ROUTE_NAMES, screens } from '@boatcare/shared-domain/core';
import { declarations } from '@boatcare/shared-domain/endpoints/table';
import { OWNER_JOBS_PAGE_SIZE } from '@boatcare/shared-domain/schemas/job-post';
import { FIRST_READS } from './first-reads.ts';

describe('the first reads the entry starts', () => {
  for (const { path, userType, reads } of FIRST_READS) {
    it(`${path}: a screen of the role, reading GET endpoints of the table open to it`, () => {
      const role = ROLE_BY_USER_TYPE[userType as keyof typeof ROLE_BY_USER_TYPE];
      const screen = ROUTE_NAMES.map((name) => screens[name]).find((s) => s.path === path);
      expect(screen?.owner).toBe(role);
      for (const read of reads) {
        const [readPath, query] = read.split('?');
        const declared = declarations.find(
          ({ endpoint }) => endpoint.method === 'GET' && endpoint.path === readPath,
        );
        expect(declared, read).toBeDefined();
        const roles = declared?.endpoint.roles;
        expect(Array.isArray(roles) ? roles : [], read).toContain(userType);
        // A list's query is one its endpoint reads.
        const names = [...new URLSearchParams(query).keys()];
        const shape = (declared?.endpoint.query as { shape?: object } | undefined)?.shape ?? {};
        expect(Object.keys(shape), read).toEqual(expect.arrayContaining(names));
      }
    });
  }

  it("asks for the owner's job list as its screen does: the first page of its page size", () => {
    for (const path of ['my-jobs', 'my-requests', 'my-order']) {
      const reads = FIRST_READS.find((screen) => screen.path === path)?.reads;
      expect(reads, path).toContain(`/jobpost/list?limit=${OWNER_JOBS_PAGE_SIZE}&page=1`);
    }
  });
});
