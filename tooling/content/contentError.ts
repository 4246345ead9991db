/**
 * A mistake in the owner's content, whose message says where (the file, the section or field)
 * and what is allowed there. The build prints it alone, once, without a stack trace: the code
 * that found it is not what the owner needs to read.
 */
export class ContentError extends Error {
  override name = 'ContentError';
}
