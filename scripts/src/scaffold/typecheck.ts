import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Type errors in `files` (absolute), compiled with the repository's compiler options. `@homeward/protos` resolves to
 * `protosDir`, so code against freshly generated contracts compiles before they reach the checkout; every other
 * package (the kit, the test harness) is the real one from node_modules.
 */
export function typeErrors(repoRoot: string, protosDir: string, files: readonly string[]): string[] {
  const configFile = path.join(repoRoot, 'tsconfig.base.json');
  const { config } = ts.readConfigFile(configFile, (file) => fs.readFileSync(file, 'utf8'));
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, repoRoot);
  const program = ts.createProgram(files, {
    ...options,
    noEmit: true,
    paths: { '@homeward/protos/*': [`${protosDir}/*`], '@homeward/protos': [`${protosDir}/topics.ts`] },
  });
  // Only the given files are checked (what they use is still read for its types): the kit checks itself.
  const missing = files.filter((file) => !program.getSourceFile(file)).map((file) => `${file}: not compiled`);
  const diagnostics: ts.Diagnostic[] = [
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...files.flatMap((file) => {
      const source = program.getSourceFile(file);
      return source
        ? [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)]
        : [];
    }),
  ];
  return [
    ...missing,
    ...diagnostics.map((diagnostic) => {
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
      if (!diagnostic.file || diagnostic.start === undefined) return message;
      const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
      return `${diagnostic.file.fileName}:${line + 1}: ${message}`;
    }),
  ];
}
