// SPDX-License-Identifier: GPL-2.0
/*
 * An empty I2C adapter numbered 1, so that /sys/bus/i2c/devices/i2c-1 exists as on a Pi (Pi4J's
 * linuxfs I2C checks it before opening /dev/i2c-1). Its transfers fail: the bus the controller
 * talks to is morris-emu's CUSE device /dev/i2c-1, and i2c-dev stays unloaded in the rig so that
 * it does not claim that name for this adapter.
 */
#include <linux/i2c.h>
#include <linux/module.h>

static int rig_xfer(struct i2c_adapter *adap, struct i2c_msg *msgs, int num)
{
	return -EOPNOTSUPP;
}

static u32 rig_func(struct i2c_adapter *adap)
{
	return I2C_FUNC_I2C;
}

static const struct i2c_algorithm rig_algo = {
	.master_xfer = rig_xfer,
	.functionality = rig_func,
};

static struct i2c_adapter rig_adapter = {
	.owner = THIS_MODULE,
	.name = "rig placeholder for i2c-1",
	.algo = &rig_algo,
	.nr = 1,
};

static int __init rig_init(void)
{
	return i2c_add_numbered_adapter(&rig_adapter);
}

static void __exit rig_exit(void)
{
	i2c_del_adapter(&rig_adapter);
}

module_init(rig_init);
module_exit(rig_exit);
MODULE_DESCRIPTION("morrisboard rig: placeholder I2C adapter 1");
MODULE_LICENSE("GPL");
