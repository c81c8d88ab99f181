// Local only, not committed: lets the package load in the term worktree.
