//noop
