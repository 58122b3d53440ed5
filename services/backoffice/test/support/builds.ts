import { CONTRACT_VERSION } from '@boatcare/shared-domain/federation';
import { SHELL_SHARED_VERSIONS } from '@boatcare/shared-domain/federation/compatibility';
import { bearer, type TestService, type TestUser } from '@boatcare/server-kit/testing';

export interface FakeBuild {
  name?: string;
  contractVersion?: number;
  shared?: Record<string, string>;
  /** Text in a chunk, to make builds differ. */
  marker?: string;
}

/** The files of a remote's build as the preset writes them, small: manifest, entry, chunks. */
export function fakeBuild({
  name = 'mf_customer',
  contractVersion = CONTRACT_VERSION,
  shared = SHELL_SHARED_VERSIONS,
  marker = 'first',
}: FakeBuild = {}): Record<string, string> {
  const contract = 'static/js/async/__federation_expose_contract.1a2b.js';
  const manifest = {
    id: name,
    name,
    metaData: { name },
    shared: Object.entries(shared).map(([pkg, version]) => ({
      name: pkg,
      version,
      requiredVersion: `^${version}`,
    })),
    exposes: [
      { name: 'contract', path: './contract', assets: { js: { sync: [contract], async: [] } } },
    ],
  };
  return {
    'mf-manifest.json': JSON.stringify(manifest),
    'remoteEntry.js': `var ${name} = {};`,
    [contract]: `(self.chunk=self.chunk||[]).push([["2a"],{op(s,c,e){e.d(c,{},{contractVersion:${contractVersion}})}}]);`,
    'static/js/page.js': `console.log(${JSON.stringify(marker)});`,
  };
}

/** The multipart body the release script sends: commit, notes, one part per file by path. */
export async function buildForm(
  files: Record<string, string>,
  fields = { commit: 'abc123', notes: '' },
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const [path, text] of Object.entries(files))
    form.append(path, new Blob([text]), path.split('/').pop());
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? '',
  };
}

/** POST /releases/versions/:remote as an admin (or with a release token). */
export async function publish(
  service: TestService,
  auth: TestUser | { token: string } | null,
  build: FakeBuild = {},
  remote = build.name ?? 'mf_customer',
) {
  const { payload, contentType } = await buildForm(fakeBuild(build));
  const headers: Record<string, string> = { 'content-type': contentType };
  if (auth && 'id' in auth) Object.assign(headers, bearer(auth.token));
  else if (auth) headers['x-release-token'] = auth.token;
  return service.app.inject({
    method: 'POST',
    url: `/releases/versions/${remote}`,
    payload,
    headers,
  });
}
