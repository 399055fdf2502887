// SPDX-License-Identifier: GPL-2.0
/* The one suite that tests the escape hatches: all allowed here. */
static void f(void) __no_capability_analysis
{
	capability_unsafe(counter++);
	disable_capability_analysis();
	enable_capability_analysis();
}
