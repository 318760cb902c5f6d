import path from 'node:path';

/** A doc's id and URL path within its version, as Docusaurus derives them from file and front matter. */
export function docRoute(source: string, frontMatter: Record<string, unknown>) {
  const dir = path.posix.dirname(source) === '.' ? '' : path.posix.dirname(source);
  const base = path.posix.basename(source).replace(/\.mdx?$/, '');
  const idPart = typeof frontMatter.id === 'string' ? frontMatter.id : base;
  const id = dir ? `${dir}/${idPart}` : idPart;
  const slug = frontMatter.slug;
  let route: string;
  if (typeof slug === 'string') {
    route = slug.startsWith('/') ? slug : `/${dir ? `${dir}/` : ''}${slug}`;
  } else {
    const isIndex =
      /^(index|readme)$/i.test(base) || (dir !== '' && base === path.posix.basename(dir));
    route = isIndex ? `/${dir}` : `/${dir ? `${dir}/` : ''}${idPart}`;
  }
  return { id, route: route === '/' ? '/' : route.replace(/\/$/, '') };
}
