// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/fs.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/fs.h>

static void __used may_sleep___sb_start_write(struct super_block *a0, int a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	__sb_start_write(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_chrdev_show(struct seq_file *a0, off_t a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	chrdev_show(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_f_setown(struct file *a0, int a1, int a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)f_setown(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_filemap_invalidate_lock(struct address_space *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	filemap_invalidate_lock(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_filemap_invalidate_lock_shared(struct address_space *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	filemap_invalidate_lock_shared(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_filemap_read(struct kiocb *a0, struct iov_iter *a1, ssize_t a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)filemap_read(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_filemap_splice_read(struct file *a0, loff_t *a1, struct pipe_inode_info *a2, size_t a3, unsigned int a4)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)filemap_splice_read(a0, a1, a2, a3, a4);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_generic_perform_write(struct kiocb *a0, struct iov_iter *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)generic_perform_write(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_i_mmap_lock_read(struct address_space *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	i_mmap_lock_read(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_i_mmap_lock_write(struct address_space *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	i_mmap_lock_write(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_inode_lock(struct inode *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	inode_lock(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_inode_lock_killable(struct inode *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)inode_lock_killable(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_inode_lock_nested(struct inode *a0, unsigned int a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	inode_lock_nested(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_inode_lock_shared(struct inode *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	inode_lock_shared(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_inode_lock_shared_killable(struct inode *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)inode_lock_shared_killable(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_inode_lock_shared_nested(struct inode *a0, unsigned int a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	inode_lock_shared_nested(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_iterate_dir(struct file *a0, struct dir_context *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)iterate_dir(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_mount_subtree(struct vfsmount *a0, const char *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)mount_subtree(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_simple_attr_read(struct file *a0, char *a1, size_t a2, loff_t *a3)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)simple_attr_read(a0, a1, a2, a3);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_simple_transaction_get(struct file *a0, const char *a1, size_t a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)simple_transaction_get(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_wrap_directory_iterator(struct file *a0, struct dir_context *a1, __typeof__(int (*)(struct file *, struct dir_context *)) a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)wrap_directory_iterator(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}
