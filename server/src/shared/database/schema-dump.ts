import type pg from 'pg';

/**
 * A deterministic text dump of the public schema of a database: what the migrations
 * built, down to function bodies and the rows they seed. The schema snapshot test
 * compares it with the committed file, so an edit to a landed migration shows up as a
 * diff. Owners, privileges and object ids are left out (they differ between servers).
 */
export async function dumpSchema(client: pg.Pool | pg.Client): Promise<string> {
  const sections: string[] = [];
  for (const [title, sql] of QUERIES) {
    const { rows } = await client.query<{ line: string }>(sql);
    sections.push(`-- ${title}\n${rows.map((r) => r.line).join('\n')}`);
  }
  sections.push(`-- seeded rows\n${await seededRows(client)}`);
  return `${sections.join('\n\n')}\n`;
}

const PUBLIC = `(SELECT oid FROM pg_namespace WHERE nspname = 'public')`;

const QUERIES: [string, string][] = [
  ['extensions', `SELECT extname::text AS line FROM pg_extension ORDER BY extname`],
  [
    'types',
    `SELECT format('%s %s%s', t.typname, t.typtype::text,
              CASE WHEN t.typtype = 'e' THEN ' ' || (SELECT string_agg(quote_literal(enumlabel), ', ' ORDER BY enumsortorder)
                                                     FROM pg_enum WHERE enumtypid = t.oid)
                   WHEN t.typtype = 'd' THEN ' ' || format_type(t.typbasetype, t.typtypmod) ELSE '' END) AS line
     FROM pg_type t
     WHERE t.typnamespace = ${PUBLIC} AND t.typtype IN ('e', 'd', 'c')
       AND NOT EXISTS (SELECT 1 FROM pg_class c WHERE c.reltype = t.oid AND c.relkind <> 'c')
     ORDER BY t.typname`,
  ],
  [
    'tables',
    // Storage options (fillfactor, ...) and persistence: they change how the tables behave.
    `SELECT format('%s %s%s', c.relname, c.relpersistence::text, coalesce(' WITH (' || array_to_string(c.reloptions, ', ') || ')', '')) AS line
     FROM pg_class c WHERE c.relnamespace = ${PUBLIC} AND c.relkind IN ('r', 'p', 'm')
     ORDER BY c.relname`,
  ],
  [
    'columns',
    // Column order matters (INSERT without names, SELECT *), so attnum orders them.
    `SELECT format('%s.%s %s%s%s%s%s', c.relname, a.attname, format_type(a.atttypid, a.atttypmod),
              CASE WHEN a.attcollation <> t.typcollation THEN ' COLLATE ' || quote_ident(co.collname) ELSE '' END,
              CASE WHEN a.attnotnull THEN ' NOT NULL' ELSE '' END,
              CASE WHEN d.adbin IS NOT NULL THEN ' DEFAULT ' || pg_get_expr(d.adbin, d.adrelid) ELSE '' END,
              CASE WHEN a.attidentity <> ''::"char" THEN ' IDENTITY ' || a.attidentity::text
                   WHEN a.attgenerated <> ''::"char" THEN ' GENERATED ' || a.attgenerated::text ELSE '' END) AS line
     FROM pg_class c
     JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
     JOIN pg_type t ON t.oid = a.atttypid
     LEFT JOIN pg_collation co ON co.oid = a.attcollation
     LEFT JOIN pg_attrdef d ON d.adrelid = c.oid AND d.adnum = a.attnum
     WHERE c.relnamespace = ${PUBLIC} AND c.relkind IN ('r', 'p', 'v', 'm')
     ORDER BY c.relname, a.attnum`,
  ],
  [
    'constraints',
    // NOT NULL is a column property above (PostgreSQL 18 also lists it here as contype n).
    `SELECT format('%s %s %s', c.relname, k.conname, pg_get_constraintdef(k.oid)) AS line
     FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid
     WHERE c.relnamespace = ${PUBLIC} AND k.contype <> 'n'
     ORDER BY c.relname, k.conname`,
  ],
  [
    'indexes',
    `SELECT pg_get_indexdef(i.indexrelid) AS line
     FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
     WHERE c.relnamespace = ${PUBLIC}
     ORDER BY c.relname`,
  ],
  [
    'sequences',
    `SELECT format('%s %s start %s increment %s min %s max %s cache %s%s%s', c.relname, format_type(s.seqtypid, NULL),
              s.seqstart, s.seqincrement, s.seqmin, s.seqmax, s.seqcache, CASE WHEN s.seqcycle THEN ' cycle' ELSE '' END,
              coalesce((SELECT format(' owned by %s.%s', o.relname, a.attname)
                        FROM pg_depend dep JOIN pg_class o ON o.oid = dep.refobjid
                        JOIN pg_attribute a ON a.attrelid = dep.refobjid AND a.attnum = dep.refobjsubid
                        WHERE dep.classid = 'pg_class'::regclass AND dep.objid = c.oid AND dep.deptype IN ('a', 'i')), '')) AS line
     FROM pg_sequence s JOIN pg_class c ON c.oid = s.seqrelid
     WHERE c.relnamespace = ${PUBLIC}
     ORDER BY c.relname`,
  ],
  [
    'views',
    `SELECT format('%s:%s', c.relname, pg_get_viewdef(c.oid)) AS line
     FROM pg_class c WHERE c.relnamespace = ${PUBLIC} AND c.relkind IN ('v', 'm') ORDER BY c.relname`,
  ],
  [
    'triggers',
    `SELECT pg_get_triggerdef(t.oid) AS line
     FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
     WHERE c.relnamespace = ${PUBLIC} AND NOT t.tgisinternal
     ORDER BY c.relname, t.tgname`,
  ],
  [
    'functions',
    `SELECT pg_get_functiondef(p.oid) AS line
     FROM pg_proc p
     WHERE p.pronamespace = ${PUBLIC} AND p.prokind IN ('f', 'p')
     ORDER BY p.proname, pg_get_function_identity_arguments(p.oid) COLLATE "C"`,
  ],
  [
    'comments',
    `SELECT format('%s %s', pg_describe_object(d.classoid, d.objoid, d.objsubid), quote_literal(d.description)) COLLATE "C" AS line
     FROM pg_description d
     WHERE (d.classoid = 'pg_class'::regclass AND d.objoid IN (SELECT oid FROM pg_class WHERE relnamespace = ${PUBLIC}))
        OR (d.classoid = 'pg_proc'::regclass AND d.objoid IN (SELECT oid FROM pg_proc WHERE pronamespace = ${PUBLIC}))
     ORDER BY 1`,
  ],
];

/**
 * Every row of every non-empty table: after migrations, only what they seeded. The rows of
 * repeatable_sql are left out: they carry times and the checksums of files that are meant
 * to change, while the functions those files define are dumped above.
 */
async function seededRows(client: pg.Pool | pg.Client): Promise<string> {
  const { rows: tables } = await client.query<{ name: string }>(
    `SELECT quote_ident(relname) AS name FROM pg_class
     WHERE relnamespace = ${PUBLIC} AND relkind IN ('r', 'p') AND relname <> 'repeatable_sql' ORDER BY relname`,
  );
  const lines: string[] = [];
  for (const { name } of tables) {
    const { rows } = await client.query<{ line: string }>(`SELECT t::text AS line FROM ${name} t ORDER BY t::text COLLATE "C"`);
    for (const r of rows) lines.push(`${name} ${r.line}`);
  }
  return lines.join('\n');
}
