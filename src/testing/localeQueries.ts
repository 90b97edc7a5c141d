/**
 * The check that a build query names its locale (src/lib/locale.ts): each localized CMS type is
 * sourced once per locale, so a `strapiX` or `allStrapiX` field that names none (`locale: { eq: … }`,
 * or `filter: { locale: { eq: … } }` on a list) takes any locale's node. A field that picks its node
 * by `id` (a landing page's own entry, whose id is its locale's) needs none.
 */
import { Kind, parse, visit, type ArgumentNode, type SelectionNode, type ValueNode } from 'graphql';

export interface NamedQuery {
  where: string;
  text: string;
}

const argument = (args: readonly ArgumentNode[] | undefined, name: string) =>
  args?.find((arg) => arg.name.value === name)?.value;
const field = (value: ValueNode | undefined, name: string) =>
  value?.kind === Kind.OBJECT ? value.fields.find((f) => f.name.value === name)?.value : undefined;

/** The root fields of the CMS's types that name no locale, as `where: field`. */
export function unlocalizedFields(queries: readonly NamedQuery[]): string[] {
  const found: string[] = [];
  for (const { where, text } of queries) {
    const check = (selections: readonly SelectionNode[]) => {
      for (const selection of selections) {
        if (selection.kind !== Kind.FIELD) continue;
        const name = selection.name.value;
        const args = selection.arguments;
        const locale = /^all[A-Z]/.test(name) ? field(argument(args, 'filter'), 'locale') : argument(args, 'locale');
        if (!/^(allStrapi|strapi)[A-Z]/.test(name) || argument(args, 'id') || field(locale, 'eq')) continue;
        found.push(`${where}: ${name}`);
      }
    };
    visit(parse(text), {
      OperationDefinition: (node) => check(node.selectionSet.selections),
      FragmentDefinition: (node) => {
        if (node.typeCondition.name.value === 'Query') check(node.selectionSet.selections);
      },
    });
  }
  return found;
}
