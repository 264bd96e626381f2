// KAS elementary-function library: the data types and their load/store (io)
// implementations. A type is a fixed number of floats per element; an io block
// names the generic device functions of io.cu, the block shape they run with
// and their access pattern (LSPATTERN: start, block, stride, count, noreg;
// KAS thesis ch. 4.2). The first io listed for a type (IO = ...) is its default,
// used when the variable stays in shared memory.

/*# scalar type
FLOATS = 1
IO = scalar_c
#*/

/*# scalar_c io
Data type = scalar
LOAD = d_io_c_load
STORE = d_io_c_save
BX = size (recommended 64)
BY = 1
BZ = 1
LSPATTERN = start "tx", block "1", stride "BX", count 1, noreg 0
#*/

/*# vector3 type
FLOATS = 3
IO = vector3_c
#*/

/*# vector3_c io
Data type = vector3
LOAD = d_io_c_load
STORE = d_io_c_save
BX = size (recommended 64)
BY = 1
BZ = 1
LSPATTERN = start "tx", block "1", stride "BX", count 3, noreg 0
#*/

/*# vector3_e io
Data type = vector3
LOAD = d_io_e_load
STORE = d_io_e_save
BX = size (recommended 64)
BY = 1
BZ = 1
LSPATTERN = start "tx*3", block "3", stride "3", count 1, noreg 0
#*/

/*# vector3_r3 io
Data type = vector3
LOAD = d_io_r_load
STORE = d_io_r_save
BX = 3
BY = size (recommended 32)
BZ = 1
LSPATTERN = start "ty*3+tx*1", block "1", stride "1", count 1, noreg 0
#*/

/*# matrix3x3 type
FLOATS = 9
IO = matrix3x3_c
#*/

/*# matrix3x3_c io
Data type = matrix3x3
LOAD = d_io_c_load
STORE = d_io_c_save
BX = size (recommended 64)
BY = 1
BZ = 1
LSPATTERN = start "tx", block "1", stride "BX", count 9, noreg 0
#*/

/*# matrix3x3_e io
Data type = matrix3x3
LOAD = d_io_e_load
STORE = d_io_e_save
BX = size (recommended 64)
BY = 1
BZ = 1
LSPATTERN = start "tx*9", block "9", stride "9", count 1, noreg 0
#*/

/*# matrix3x3_r3 io
Data type = matrix3x3
LOAD = d_io_r_load
STORE = d_io_r_save
BX = 3
BY = size (recommended 32)
BZ = 1
LSPATTERN = start "ty*9+tx*3", block "3", stride "3", count 1, noreg 0
#*/

/*# matrix5x5 type
FLOATS = 25
IO = matrix5x5_c
#*/

/*# matrix5x5_c io
Data type = matrix5x5
LOAD = d_io_c_load
STORE = d_io_c_save
BX = size (recommended 64)
BY = 1
BZ = 1
LSPATTERN = start "tx", block "1", stride "BX", count 25, noreg 0
#*/

/*# matrix5x5_e io
Data type = matrix5x5
LOAD = d_io_e_load
STORE = d_io_e_save
BX = size (recommended 64)
BY = 1
BZ = 1
LSPATTERN = start "tx*25", block "25", stride "25", count 1, noreg 0
#*/

/*# matrix5x5_r5 io
Data type = matrix5x5
LOAD = d_io_r_load
STORE = d_io_r_save
BX = 5
BY = size (recommended 32)
BZ = 1
LSPATTERN = start "ty*25+tx*5", block "5", stride "5", count 1, noreg 0
#*/

/*# tensor3x3x3 type
FLOATS = 27
IO = tensor3x3x3_c
#*/

/*# tensor3x3x3_c io
Data type = tensor3x3x3
LOAD = d_io_c_load
STORE = d_io_c_save
BX = size (recommended 64)
BY = 1
BZ = 1
LSPATTERN = start "tx", block "1", stride "BX", count 27, noreg 0
#*/

/*# tensor3x3x3_e io
Data type = tensor3x3x3
LOAD = d_io_e_load
STORE = d_io_e_save
BX = size (recommended 64)
BY = 1
BZ = 1
LSPATTERN = start "tx*27", block "27", stride "27", count 1, noreg 0
#*/

/*# tensor3x3x3_r9 io
Data type = tensor3x3x3
LOAD = d_io_r_load
STORE = d_io_r_save
BX = 9
BY = size (recommended 32)
BZ = 1
LSPATTERN = start "ty*27+tx*3", block "3", stride "3", count 1, noreg 0
#*/

/*# tensor3x3x3x3 type
FLOATS = 81
IO = tensor3x3x3x3_c
#*/

/*# tensor3x3x3x3_c io
Data type = tensor3x3x3x3
LOAD = d_io_c_load
STORE = d_io_c_save
BX = size (recommended 64)
BY = 1
BZ = 1
LSPATTERN = start "tx", block "1", stride "BX", count 81, noreg 0
#*/

/*# tensor3x3x3x3_e io
Data type = tensor3x3x3x3
LOAD = d_io_e_load
STORE = d_io_e_save
BX = size (recommended 64)
BY = 1
BZ = 1
LSPATTERN = start "tx*81", block "81", stride "81", count 1, noreg 0
#*/

/*# tensor3x3x3x3_r9 io
Data type = tensor3x3x3x3
LOAD = d_io_r_load
STORE = d_io_r_save
BX = 9
BY = size (recommended 32)
BZ = 1
LSPATTERN = start "ty*81+tx*9", block "9", stride "9", count 1, noreg 0
#*/
