import { ClubModel } from '@boatcare/server-kit/models';
import type { TestService, TestUser } from '@boatcare/server-kit/testing';

/** A club account with its club, made directly in the database. */
export async function createClub(
  service: TestService,
  props: { name?: string; location?: string } = {},
): Promise<TestUser & { clubId: string }> {
  const user = await service.createUser({
    user_type: 3,
    first_name: 'Clara',
    last_name: 'Harbour',
  });
  const club = await ClubModel.create({
    user: user.id,
    name: props.name ?? 'Test Yacht Club',
    location: props.location ?? 'Copenhagen',
    description: 'A club for tests.',
  });
  return { ...user, clubId: String(club._id) };
}
