/**
 * A cache of compiled schemas by content, for the life of the process: every app of a process
 * (tests build dozens) compiles the same contract, each schema once. What is kept must keep no
 * state between calls that another app could see.
 */
export function compileOnce<Compiled>(): (key: string, compile: () => Compiled) => Compiled {
  const compiled = new Map<string, Compiled>();
  return (key, compile) => {
    let result = compiled.get(key);
    if (result === undefined) {
      result = compile();
      compiled.set(key, result);
    }
    return result;
  };
}
