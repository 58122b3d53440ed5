import { describe, expect, it } from 'vitest';
import { FRONTEND_SOURCES, sourcesIn } from './sources.ts';

/**
 * One way to do each thing in the apps (issue 23, the README's recipes): every `<form>` runs on
 * shared-ui's form engine (`useSchemaForm`), and every API read or write goes through the data
 * hooks derived from the endpoint table (`useEndpoint`, `useEndpointPages`,
 * `useEndpointMutation`, `useUploadMutation`), whose keys come from the endpoint and its
 * arguments. This scans the apps' sources and fails on a second way.
 */
/** Where react-query itself is used: the hooks and the provider. */
const REACT_QUERY_ALLOWED = ['shared-ui/src/api/', 'shared-ui/src/providers/'];

/** Forms whose fields are not the page's: Stripe's card Element holds the card in its frame. */
const FORM_ENGINE_EXEMPT = ['shared-ui/src/payments/card/StripeCardForm.tsx'];

interface Source {
  path: string;
  text: string;
}

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** A `<form>` whose fields live in `useState` (an input's change handler sets state). */
export function stateForms(files: Source[]): string[] {
  return files.flatMap(({ path, text }) => {
    if (!/<form[\s>]/.test(text)) return [];
    const stateFields = [
      ...text.matchAll(
        /\bset[A-Z]\w*\(\s*\w+\.(?:currentTarget|target)\.(?:value|checked|valueAsNumber)/g,
      ),
    ];
    const onEngine = /\buseSchemaForm\s*\(|\bform\s*:\s*SchemaForm\b|\buseFormContext\s*\(/.test(
      text,
    );
    const problems = stateFields.map(
      (match) => `${path}:${lineOf(text, match.index)}: a form field kept in useState`,
    );
    if (!onEngine) problems.push(`${path}: a <form> not on useSchemaForm`);
    return problems;
  });
}

/** A query or mutation written by hand over the API client, or a hand-written query key. */
export function handKeyedQueries(files: Source[]): string[] {
  return files.flatMap(({ path, text }) =>
    [...text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@tanstack\/react-query'/g)]
      .flatMap((match) =>
        (match[1] ?? '')
          .split(',')
          .map((name) => name.trim())
          .filter((name) => /^(useQuery|useMutation|useInfiniteQuery|useSuspenseQuery)$/.test(name))
          .map(
            (name) =>
              `${path}:${lineOf(text, match.index)}: ${name} by hand (use the endpoint hooks)`,
          ),
      )
      .concat(
        [...text.matchAll(/queryKey\s*:\s*\[/g)].map(
          (match) =>
            `${path}:${lineOf(text, match.index)}: a hand-written query key (use endpointKey)`,
        ),
      ),
  );
}

describe('the apps have one way', () => {
  it('finds the second ways in seeded sources', () => {
    const seeded: Source[] = [
      {
        path: 'a.tsx',
        text: "const [name, setName] = useState('');\n<form><input onChange={(e) => setName(e.target.value)} /></form>",
      },
      { path: 'b.tsx', text: 'const form = useSchemaForm(loginBody);\n<form onSubmit={submit} />' },
      { path: 'c.tsx', text: '<input onChange={(e) => setFilter(e.target.value)} />' },
      { path: 'd.ts', text: "import { useQuery, keepPreviousData } from '@tanstack/react-query';" },
      { path: 'e.ts', text: "useEndpoint(jobs.list, {}, { queryKey: ['x'] })" },
    ];
    expect(stateForms(seeded)).toEqual([
      'a.tsx:2: a form field kept in useState',
      'a.tsx: a <form> not on useSchemaForm',
    ]);
    expect(handKeyedQueries(seeded)).toEqual([
      'd.ts:1: useQuery by hand (use the endpoint hooks)',
      'e.ts:1: a hand-written query key (use endpointKey)',
    ]);
  });

  const files = sourcesIn(FRONTEND_SOURCES);

  it('every <form> runs on the form engine', () => {
    expect(files.length).toBeGreaterThan(100);
    const forms = files.filter(({ path }) => !FORM_ENGINE_EXEMPT.includes(path));
    expect(stateForms(forms)).toEqual([]);
  });

  it('every API read and write goes through the endpoint hooks', () => {
    const apps = files.filter(
      ({ path }) => !REACT_QUERY_ALLOWED.some((allowed) => path.startsWith(allowed)),
    );
    expect(handKeyedQueries(apps)).toEqual([]);
  });
});
