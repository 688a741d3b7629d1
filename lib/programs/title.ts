/** True when the programme's name already carries its code, as in "Bachelor of Computer Applications (BCA)". */
export function nameShowsCode(program: { name: string; code: string }): boolean {
  const code = program.code.trim().toLowerCase();
  return (
    code !== "" && new RegExp(`\\(${code.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\)`).test(program.name.toLowerCase())
  );
}

/** The programme's name with its code in brackets, unless the name already ends in it. */
export function programTitle(program: { name: string; code: string }): string {
  return nameShowsCode(program) ? program.name : `${program.name} (${program.code})`;
}
